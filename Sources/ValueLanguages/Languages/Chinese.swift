extension PositionalNumbers {
  /// Chinese, simplified and traditional, with the financial characters (`壹貳參`), `两`, `廿`,
  /// `卅`, `卌`, `点`/`點`, `分之`, `负`/`負`, the counters `个`/`個` and `半`; ordinals `第七`.
  public static let chinese = PositionalNumbers(
    [
      ("〇", .digit(0)), ("零", .digit(0)), ("一", .digit(1)), ("壹", .digit(1)), ("二", .digit(2)), ("两", .digit(2)),
      ("兩", .digit(2)), ("贰", .digit(2)), ("貳", .digit(2)), ("三", .digit(3)), ("叁", .digit(3)), ("參", .digit(3)),
      ("四", .digit(4)), ("肆", .digit(4)), ("五", .digit(5)), ("伍", .digit(5)), ("六", .digit(6)), ("陆", .digit(6)),
      ("陸", .digit(6)), ("七", .digit(7)), ("柒", .digit(7)), ("八", .digit(8)), ("捌", .digit(8)), ("九", .digit(9)),
      ("玖", .digit(9)), ("廿", .tens(20)), ("卅", .tens(30)), ("卌", .tens(40)),
      ("十", .place(10)), ("拾", .place(10)), ("百", .place(100)), ("佰", .place(100)), ("千", .place(1000)),
      ("仟", .place(1000)), ("万", .myriad(1e4)), ("萬", .myriad(1e4)), ("亿", .myriad(1e8)), ("億", .myriad(1e8)),
      ("兆", .myriad(1e12)), ("点", .point), ("點", .point), ("分之", .fraction), ("分", .fraction), ("份", .fraction),
      ("负", .negative), ("負", .negative), ("个", .counter), ("個", .counter), ("對", .collective(2)),
      ("对", .collective(2)), ("雙", .collective(2)), ("双", .collective(2)), ("打", .collective(12)), ("半", .half),
      ("又", .and), ("第", .ordinalMark), ("之", .fractionLink),
    ], abbreviates: true)
}
