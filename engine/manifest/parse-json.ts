import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';

const READABLE: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'a property name in double quotes was expected',
  ValueExpected: 'a value was expected',
  ColonExpected: 'a colon was expected',
  CommaExpected: 'a comma was expected',
  CloseBraceExpected: 'a closing } was expected',
  CloseBracketExpected: 'a closing ] was expected',
  EndOfFileExpected: 'nothing may follow the value',
  InvalidCommentToken: 'comments are not allowed',
  UnexpectedEndOfComment: 'comments are not allowed',
  UnexpectedEndOfString: 'a string is not closed',
  UnexpectedEndOfNumber: 'a number is not finished',
  InvalidUnicode: 'invalid unicode escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'invalid character in a string',
};

/** Parses JSON, or says where (line and column) and why it is not JSON. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; rule: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    // JSON.parse does not always say where; jsonc-parser, held to strict JSON, does.
    const errors: ParseError[] = [];
    parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    const [first] = errors;
    if (!first) return { ok: false, rule: `invalid JSON: ${error instanceof Error ? error.message : String(error)}` };
    const before = text.slice(0, first.offset);
    const line = before.split('\n').length;
    const column = first.offset - before.lastIndexOf('\n');
    const code = printParseErrorCode(first.error);
    return { ok: false, rule: `invalid JSON: ${READABLE[code] ?? code} (line ${line}, column ${column})` };
  }
}
