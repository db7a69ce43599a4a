extension PositionalNumbers {
  /// Korean: Sino-Korean numbers (`삼십오`, `오천팔백십구만`) and native ones (`서른다섯`,
  /// `열한`, `스무`), `점`, `분의`, `마이너스`; ordinals `첫째`, `두 번째`, `스물다섯번째`, `제3`.
  public static let korean = PositionalNumbers(
    [
      ("영", .digit(0)), ("공", .digit(0)), ("빵", .digit(0)), ("일", .digit(1)), ("이", .digit(2)),
      ("삼", .digit(3)), ("사", .digit(4)), ("오", .digit(5)), ("육", .digit(6)), ("륙", .digit(6)),
      ("칠", .digit(7)), ("팔", .digit(8)), ("구", .digit(9)),
      ("십", .place(10)), ("백", .place(100)), ("천", .place(1000)),
      ("만", .myriad(1e4)), ("억", .myriad(1e8)), ("조", .myriad(1e12)),
      // Native numbers, and the forms they take before a counter (한, 두, 세, 네, 스무).
      ("하나", .digit(1)), ("한", .digit(1)), ("둘", .digit(2)), ("두", .digit(2)), ("셋", .digit(3)),
      ("세", .digit(3)), ("석", .digit(3)), ("넷", .digit(4)), ("네", .digit(4)), ("다섯", .digit(5)),
      ("여섯", .digit(6)), ("일곱", .digit(7)), ("여덟", .digit(8)), ("아홉", .digit(9)),
      ("열", .tens(10)), ("스물", .tens(20)), ("스무", .tens(20)), ("서른", .tens(30)), ("마흔", .tens(40)),
      ("쉰", .tens(50)), ("예순", .tens(60)), ("일흔", .tens(70)), ("여든", .tens(80)), ("아흔", .tens(90)),
      ("점", .point), ("분의", .fraction), ("마이너스", .negative), ("마이나스", .negative),
      ("제", .ordinalMark), ("번째", .ordinalSuffix), ("째", .ordinalSuffix), ("째번", .ordinalSuffix),
    ],
    ordinalWords: ["첫": 1, "둘": 2, "셋": 3, "넷": 4], abbreviates: false)
}
