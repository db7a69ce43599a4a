import Foundation
import Testing

@testable import AppShortcutsImport

@Suite("Import: Xcode project files, build configuration files and build settings")
struct XcodeProjectTests {
  @Test("reads dictionaries, arrays, quoted and bare strings, escapes and comments")
  func propertyList() throws {
    let list = try ASCIIPropertyList.parse(
      """
      // !$*UTF8*$!
      {
        a = bare.word-1/x:y;  /* a comment */
        "quoted key" = "say \\"hi\\"\\n\\U00e9\\101";
        list = ( one, "two", /* three */ ); // trailing
        nested = { inner = <0aff>; };
      }
      """)
    #expect(list["a"]?.string == "bare.word-1/x:y")
    #expect(list["quoted key"]?.string == "say \"hi\"\né" + "A")
    #expect(list["list"]?.array?.compactMap(\.string) == ["one", "two"])
    #expect(list["nested"]?["inner"]?.string == "<0aff>")
    #expect(list["list"]?.line == 5)
    #expect(list["list"]?.column == 10)
    #expect(list["list"]?.settingText == "one two")
  }

  static let malformed: [(text: String, message: String, line: Int, column: Int)] = [
    ("{ a = b }", "expected ';' after the value of 'a'", 1, 9),
    ("{\n  a = \"open", "unterminated string", 2, 7),
    ("{ a = (x y); }", "expected ',' or ')' in the array", 1, 10),
    ("{ a = b; ", "expected '}' to close the dictionary at 1:1", 1, 10),
    ("{ a b; }", "expected '=' after the key 'a'", 1, 5),
    ("/* never closed", "unterminated comment", 1, 1),
    ("{ a = b; } c", "unexpected text after the property list", 1, 12),
    ("", "expected a value, found the end of the file", 1, 1),
    ("{ = b; }", "unexpected '='", 1, 3),
    (String(repeating: "(", count: 500), "values nested too deeply", 1, 129),
  ]

  @Test("reports where a malformed property list stops, without crashing", arguments: malformed)
  func malformedList(_ test: (text: String, message: String, line: Int, column: Int)) {
    #expect(throws: ASCIIPropertyList.SyntaxError(message: test.message, line: test.line, column: test.column)) {
      try ASCIIPropertyList.parse(test.text)
    }
  }

  @Test("reads targets, their kinds, files, synchronized folders and configurations")
  func project() throws {
    let project = try XcodeProject.read(pbxproj(rocketTargets), file: "/Work/RocketFuel.xcodeproj/project.pbxproj")
    #expect(project.name == "RocketFuel")
    #expect(project.folder == "/Work")
    #expect(project.developmentRegion == "en")
    #expect(project.targets.map(\.name) == ["RocketFuel", "FooWidget", "ShareExtension", "RocketKit"])
    #expect(project.targets.map(\.kind) == [.application, .appExtension, .appExtension, .framework])
    let app = project.targets[0]
    #expect(app.synchronizedFolders == ["/Work/RocketFuel"])
    #expect(app.contains("/Work/RocketFuel/Sub/Shortcuts.swift"))
    #expect(!app.contains("/Work/FooWidget/Widget.swift"))
    #expect(project.targets[1].files == ["/Work/FooWidget/Widget.swift"])
    #expect(project.targets[1].contains("/Work/./FooWidget/../FooWidget/Widget.swift"))
    #expect(app.configurations.map(\.name) == ["Debug", "Release"])
    #expect(project.configurationName(for: app) == "Release")
    #expect(project.configurations.map(\.name) == ["Debug", "Release"])
  }

  @Test("reads product types as kinds", arguments: [
    ("com.apple.product-type.application", XcodeProject.Target.Kind.application),
    ("com.apple.product-type.application.watchapp2", .watchApp),
    ("com.apple.product-type.application.watchapp2-container", .watchApp),
    ("com.apple.product-type.application.on-demand-install-capable", .appClip),
    ("com.apple.product-type.app-extension", .appExtension),
    ("com.apple.product-type.extensionkit-extension", .appExtension),
    ("com.apple.product-type.framework", .framework),
    ("com.apple.product-type.bundle", .bundle),
    ("com.apple.product-type.bundle.unit-test", .tests),
    ("com.apple.product-type.bundle.ui-testing", .tests),
    ("com.apple.product-type.tool", .other),
  ])
  func kinds(_ test: (String, XcodeProject.Target.Kind)) {
    #expect(XcodeProject.Target.Kind(productType: test.0) == test.1)
  }

  @Test("a project file without objects or a root object is not a project")
  func notAProject() {
    #expect(throws: ASCIIPropertyList.SyntaxError(message: "not an Xcode project: no 'objects' dictionary", line: 1, column: 1)) {
      try XcodeProject.read("{ a = b; }", file: "p.pbxproj")
    }
    #expect(
      throws: ASCIIPropertyList.SyntaxError(
        message: "not an Xcode project: no 'rootObject' in 'objects'", line: 1, column: 1)
    ) {
      try XcodeProject.read("{ objects = { }; rootObject = X; }", file: "p.pbxproj")
    }
  }

  static let expansions: [(text: String, expected: String)] = [
    ("$(PRODUCT_NAME)", "Rocket Fuel"),
    ("${PRODUCT_NAME}", "Rocket Fuel"),
    ("$PRODUCT_NAME!", "Rocket Fuel!"),
    ("$(PRODUCT_NAME:rfc1034identifier)", "Rocket-Fuel"),
    ("$(PRODUCT_NAME:c99extidentifier)", "Rocket_Fuel"),
    ("$(PRODUCT_NAME:lower)", "rocket fuel"),
    ("$(PRODUCT_NAME:upper)", "ROCKET FUEL"),
    ("$(MISSING:default=Fallback)", "Fallback"),
    ("$(PRODUCT_NAME:default=Fallback)", "Rocket Fuel"),
    ("$(FLAGS)", "-base -more"),
    ("$(LOOP)", "a "),
    ("$(NAME_$(SUFFIX))", "nested"),
    ("$(INFOPLIST_FILE:file)", "Info.plist"),
    ("$(INFOPLIST_FILE:dir)", "App"),
    ("$(INFOPLIST_FILE:base)$(INFOPLIST_FILE:suffix)", "Info.plist"),
    ("$(UNKNOWN)", ""),
    ("cost $5 and $(", "cost $5 and $("),
  ]

  @Test("expands references recursively, with modifiers and $(inherited), and stops on cycles", arguments: expansions)
  func expansion(_ test: (text: String, expected: String)) {
    let settings = BuildSettings(levels: [
      ["PRODUCT_NAME": "$(BASE) Fuel", "FLAGS": "$(inherited) -more", "LOOP": "a $(LOOP)", "NAME_X": "nested"],
      ["FLAGS": "-base", "SUFFIX": "X", "INFOPLIST_FILE": "App/Info.plist"],
      ["BASE": "Rocket", "PRODUCT_NAME": "$(TARGET_NAME)"],
    ])
    #expect(settings.expand(test.text) == test.expected)
  }

  @Test("an expansion that would grow without end stops")
  func explosion() {
    var level: [String: String] = ["A0": "xxxxxxxxxx"]
    for index in 1...40 { level["A\(index)"] = "$(A\(index - 1))$(A\(index - 1))" }
    let value = BuildSettings(levels: [level]).value("A40") ?? ""
    #expect(value.count <= BuildSettings.lengthLimit)
  }

  @Test("takes a conditional setting that holds for iOS over the unconditional one")
  func conditions() {
    let condition = BuildSettingCondition()
    let level = condition.level([
      ("NAME", "Plain"), ("NAME[sdk=iphoneos*]", "Phone"), ("NAME[sdk=macosx*]", "Mac"), ("OTHER[sdk=macosx*]", "Mac"),
      ("CONFIG[config=Release][arch=*]", "Released"), ("CONFIG", "Any"),
    ])
    #expect(level == ["NAME": "Phone", "CONFIG": "Released"])
    #expect(BuildSettingCondition.glob("iphone*", matches: "iphoneos"))
    #expect(!BuildSettingCondition.glob("*simulator", matches: "iphoneos"))
  }

  @Test("reads an .xcconfig with includes, conditions, comments and $(inherited)")
  func xcconfig() throws {
    let folder = try ImportFolder([
      "Config/App.xcconfig": """
        // The app's settings
        #include "Shared/Base.xcconfig"
        #include? "Missing.xcconfig"
        PRODUCT_NAME = Rocket Fuel // the name
        PRODUCT_NAME[sdk=macosx*] = Rocket Fuel for Mac
        FLAGS = $(inherited) -app
        nonsense line
        #include "Nope.xcconfig"
        """,
      "Config/Shared/Base.xcconfig": "FLAGS = -base\nDEVELOPMENT_TEAM = ABC;\n#include \"Base.xcconfig\"\n",
    ])
    let (settings, problems) = XCConfig.settings(folder.path + "/Config/App.xcconfig", condition: BuildSettingCondition())
    #expect(settings == ["PRODUCT_NAME": "Rocket Fuel", "FLAGS": "-base -app", "DEVELOPMENT_TEAM": "ABC"])
    #expect(
      problems.map(\.description) == [
        "\(folder.path)/Config/Shared/Base.xcconfig:3:1: warning: 'Base.xcconfig' includes itself; not read again",
        "\(folder.path)/Config/App.xcconfig:7:1: warning: not a build setting ('KEY = value') or '#include \"file\"'; "
          + "skipped",
        "\(folder.path)/Config/App.xcconfig:8:1: warning: build configuration file "
          + "'\(folder.path)/Config/Nope.xcconfig' cannot be read; its settings are ignored",
      ])
  }

  @Test("resolves a target's settings in Xcode's order: target, its xcconfig, project, project xcconfig")
  func settingsOrder() throws {
    let folder = try ImportFolder([
      "Target.xcconfig": "FROM_TARGET_CONFIG = target-xcconfig\nSHARED = $(inherited) target-xcconfig\n",
      "Project.xcconfig": "FROM_PROJECT_CONFIG = project-xcconfig\nSHARED = project-xcconfig\nPRODUCT_NAME = Orbit\n",
      "Orbit.xcodeproj/project.pbxproj": pbxproj(
        [
          FixtureTarget(
            name: "OrbitApp", type: "application", release: ["SHARED": "$(inherited) target"],
            xcconfig: "Target.xcconfig")
        ], project: ["SHARED": "$(inherited) project"], projectXCConfig: "Project.xcconfig"),
    ])
    let file = folder.path + "/Orbit.xcodeproj/project.pbxproj"
    let project = try XcodeProject.read(try String(contentsOfFile: file, encoding: .utf8), file: file)
    let target = try #require(project.targets.first)
    let (settings, problems) = project.settings(for: target, configuration: "Release")
    #expect(problems.isEmpty)
    #expect(settings.value("SHARED") == "project-xcconfig project target-xcconfig target")
    #expect(settings.value("FROM_TARGET_CONFIG") == "target-xcconfig")
    #expect(settings.value("PRODUCT_NAME") == "Orbit")
    #expect(settings.value("TARGET_NAME") == "OrbitApp")
    #expect(settings.value("PROJECT_NAME") == "Orbit")
    #expect(settings.value("SRCROOT") == XcodeProject.normalized(folder.path))
    #expect(settings.value("CONFIGURATION") == "Release")
  }
}
