import DataFormats
import PhraseGrammar
import Reports
import Router
extension EvalReport {
  /// The style sheet of the HTML report's page.
  static let htmlStyle = """
    :root { --ink: #1d2330; --muted: #5f6b7a; --line: #e3e7ee; --paper: #ffffff; --page: #f3f5f8;
      --good: #1f9d55; --fair: #d99a00; --poor: #d64541; --accent: #2f6fd6; }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--page); color: var(--ink);
      font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "DejaVu Sans", Arial, sans-serif; }
    main { max-width: 1360px; margin: 0 auto; padding: 24px 28px 48px; }
    header h1 { margin: 0; font-size: 26px; letter-spacing: -0.01em; }
    .subtitle { margin: 4px 0 10px; color: var(--muted); }
    nav a { display: inline-block; margin: 0 6px 6px 0; padding: 3px 10px; border-radius: 999px;
      background: var(--paper); border: 1px solid var(--line); color: var(--accent); text-decoration: none; font-size: 13px; }
    h2 { margin: 0 0 4px; font-size: 18px; }
    h3 { margin: 18px 0 6px; font-size: 14px; }
    .note { margin: 0 0 14px; color: var(--muted); font-size: 13px; max-width: 80ch; }
    .empty { color: var(--muted); font-style: italic; }
    .card { background: var(--paper); border: 1px solid var(--line); border-radius: 10px; padding: 18px 20px;
      margin: 0 0 18px; min-width: 0; }
    .columns { display: flex; flex-wrap: wrap; gap: 18px; align-items: flex-start; margin-bottom: 18px; }
    .columns > .card { flex: 1 1 420px; margin: 0; }
    .columns > #apps { flex: 3 1 640px; }
    .columns > #steals { flex: 1 1 360px; }
    .scroll { overflow-x: auto; }
    .tiles { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: 12px; margin: 16px 0 18px; }
    @media (max-width: 1100px) { .tiles { grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); } }
    .confusion { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
    .confusion > .scroll { flex: 0 1 auto; max-width: 100%; }
    .confusion > aside { flex: 1 1 300px; min-width: 280px; max-width: 640px; }
    aside h3 { margin-top: 0; }
    .tile { background: var(--paper); border: 1px solid var(--line); border-left: 5px solid var(--muted);
      border-radius: 10px; padding: 12px 14px; }
    .tile.good { border-left-color: var(--good); } .tile.fair { border-left-color: var(--fair); }
    .tile.poor { border-left-color: var(--poor); } .tile.neutral { border-left-color: var(--accent); }
    .tile .label { color: var(--muted); font-size: 12px; text-transform: uppercase; letter-spacing: 0.05em; }
    .tile .value { font-size: 30px; font-weight: 650; font-variant-numeric: tabular-nums; line-height: 1.2; }
    .tile .detail { color: var(--muted); font-size: 12px; margin-top: 4px; }
    .meter { height: 5px; border-radius: 3px; background: var(--line); overflow: hidden; margin-top: 6px; }
    .meter span { display: block; height: 100%; background: var(--accent); }
    .tile.good .meter span { background: var(--good); } .tile.fair .meter span { background: var(--fair); }
    .tile.poor .meter span { background: var(--poor); }
    .meter.wide { height: 10px; max-width: 520px; border-radius: 5px; }
    .coverage-summary .big { font-size: 26px; font-weight: 650; }
    .coverage-summary .big span { font-size: 14px; font-weight: 400; color: var(--muted); }
    table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
    th { text-align: left; font-size: 12px; color: var(--muted); font-weight: 600; border-bottom: 2px solid var(--line);
      padding: 6px 8px; white-space: nowrap; }
    td { padding: 5px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
    tbody tr:nth-child(even) td { background: #fafbfd; }
    tr.total td { font-weight: 650; border-top: 2px solid var(--line); }
    .num { text-align: right; width: 1%; white-space: nowrap; }
    th.share { text-align: right; }
    td.share { position: relative; text-align: right; white-space: nowrap; width: 92px; min-width: 92px; }
    td.share .bar { position: absolute; left: 4px; top: 4px; bottom: 4px; border-radius: 3px; max-width: calc(100% - 8px); }
    td.share.good .bar { background: #d5f0df; } td.share.fair .bar { background: #fbe9bf; }
    td.share.poor .bar { background: #f8d3d1; }
    td.share .figure { position: relative; }
    td.share.poor .figure { color: #a5302c; }
    code { font: 12.5px/1.4 ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace;
      overflow-wrap: anywhere; }
    code.part { background: #fff4e5; border: 1px solid #f3d9b1; border-radius: 4px; padding: 0 4px; margin-right: 2px;
      white-space: nowrap; }
    table.templates td:first-child { white-space: nowrap; }
    .chips { line-height: 2; }
    .chip { display: inline-block; padding: 0 8px; border-radius: 999px; background: #eef1f6; color: var(--muted);
      font-size: 12px; line-height: 20px; }
    .chip.poor { background: #fdecec; color: #a5302c; }
    details summary { cursor: pointer; margin: 16px 0 6px; font-weight: 600; }
    .failures { display: grid; grid-template-columns: repeat(auto-fill, minmax(540px, 1fr)); gap: 12px; }
    .failure { border: 1px solid var(--line); border-left: 4px solid var(--poor); border-radius: 8px;
      padding: 10px 14px; min-width: 0; }
    .failure .where { display: flex; justify-content: space-between; gap: 8px; color: var(--muted); font-size: 12px; }
    .failure .where code { font-size: 12px; white-space: nowrap; }
    .failure .tags { text-align: right; }
    .failure .tags .chip { margin: 0 0 2px 4px; }
    .failure .utterance { margin: 4px 0 6px; font-size: 16px; font-weight: 600; overflow-wrap: anywhere; }
    .failure .utterance::before { content: "\\201C"; color: var(--muted); }
    .failure .utterance::after { content: "\\201D"; color: var(--muted); }
    .verdict { margin: 0 0 6px; }
    .verdict span { display: inline-block; padding: 1px 8px; border-radius: 5px; font-size: 13px; margin: 0 6px 4px 0; }
    .verdict .expected { background: #e7f6ec; color: #17683b; }
    .verdict .actual { background: #fdecec; color: #a5302c; }
    .differences { margin: 0 0 6px; padding-left: 18px; font-size: 13px; }
    ul.explain { list-style: none; margin: 6px 0 0; padding: 6px 0 0; border-top: 1px dashed var(--line); font-size: 12.5px; }
    ul.explain li { display: grid; grid-template-columns: 84px 1fr; margin: 0 0 3px; align-items: baseline; }
    ul.explain .reason { color: var(--muted); }
    .status { display: inline-block; width: 78px; text-align: center; border-radius: 4px; padding: 0 4px;
      font-size: 10.5px; font-weight: 650; text-transform: uppercase; letter-spacing: 0.03em;
      background: #eef1f6; color: var(--muted); }
    .status.selected { background: #e7f6ec; color: #17683b; } .status.tied { background: #fff4e5; color: #8a5a00; }
    .status.rejected, .status.blocked, .status.negative { background: #fdecec; color: #a5302c; }
    .status.outranked { background: #eef1f6; color: #3d4a5c; }
    svg text { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", Arial, sans-serif; }
    svg .axis { fill: var(--muted); font-size: 12px; font-weight: 600; }
    svg .label { fill: var(--ink); font-size: 12px; }
    svg .label.special { fill: var(--muted); font-style: italic; }
    svg .total { fill: var(--muted); font-size: 11px; }
    svg .tick { fill: var(--muted); font-size: 11px; }
    svg .value { fill: var(--ink); font-size: 11px; }
    svg .support { fill: var(--muted); font-size: 11px; }

    """
}
