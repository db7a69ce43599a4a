// The grammar speaks in the text and value targets' types (tokens, dates, units), so its clients see them too.
@_exported import PhraseText
@_exported import PhraseValues
@_exported import ValueLanguages
