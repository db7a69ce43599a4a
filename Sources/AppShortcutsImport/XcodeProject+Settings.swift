import PhraseGrammar

extension XcodeProject {
  /// The configuration a target's name is read from: `Release`, else the project's default, else the first.
  func configurationName(for target: Target) -> String? {
    let names = target.configurations.map(\.name)
    if names.contains("Release") { return "Release" }
    if let name = defaultConfigurationName, names.contains(name) { return name }
    if let name = target.defaultConfigurationName, names.contains(name) { return name }
    return names.first ?? (configurations.contains { $0.name == "Release" } ? "Release" : configurations.first?.name)
  }

  /// A target's build settings in a configuration, in Xcode's order: the target's, its `.xcconfig`'s, the
  /// project's, the project's `.xcconfig`'s, then the built-in ones (`TARGET_NAME`, `PRODUCT_NAME`…).
  ///
  /// - Parameters:
  ///   - target: The target.
  ///   - configuration: The configuration's name.
  /// - Returns: The settings, and a warning for each `.xcconfig` line or file that cannot be read.
  func settings(for target: Target, configuration: String) -> (BuildSettings, [Diagnostic]) {
    let condition = BuildSettingCondition(configuration: configuration)
    var diagnostics: [Diagnostic] = []
    var levels: [[String: String]] = []
    for owner in [target.configurations, configurations] {
      let chosen = owner.first { $0.name == configuration }
      levels.append(condition.level(chosen?.settings.map { ($0.key, $0.value) } ?? []))
      if let base = chosen?.baseConfiguration {
        let (settings, problems) = XCConfig.settings(base, condition: condition)
        levels.append(settings)
        diagnostics += problems
      } else {
        levels.append([:])
      }
    }
    levels.append([
      "TARGET_NAME": target.name, "PRODUCT_NAME": "$(TARGET_NAME)", "PROJECT_NAME": name, "SRCROOT": folder,
      "PROJECT_DIR": folder, "SOURCE_ROOT": folder, "PROJECT_FILE_PATH": folder + "/" + name + ".xcodeproj",
      "CONFIGURATION": configuration, "DEVELOPMENT_LANGUAGE": developmentRegion ?? "en",
      "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)", "EXECUTABLE_NAME": "$(PRODUCT_NAME)",
      "PLATFORM_NAME": "iphoneos", "SDK_NAME": "iphoneos", "EFFECTIVE_PLATFORM_NAME": "-iphoneos",
      "PRODUCT_BUNDLE_PACKAGE_TYPE": target.kind.isApp ? "APPL" : target.kind == .framework ? "FMWK" : "BNDL",
    ])
    return (BuildSettings(levels: levels), diagnostics)
  }
}
