// route-eval: routes utterances to app intents and evaluates phrase sets.
let status = RouteEval.run(arguments: Array(CommandLine.arguments.dropFirst()))
StandardStreams.exit(status)
