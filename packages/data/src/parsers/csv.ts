/**
 * Splits comma-separated text into rows of fields. Double-quoted fields may contain commas,
 * line breaks and doubled quotes (""); a quote inside an unquoted field is kept as is. CRLF
 * and LF line ends are both accepted. No trimming: the callers decide what whitespace means.
 */
export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;

  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inQuotes) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        inQuotes = false;
      } else {
        field += char;
      }
    } else if (char === '"' && field === '') {
      // Only a quote that opens a field quotes it; one inside a bare field is a character.
      inQuotes = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  // A last line without a line break still counts; a trailing line break adds nothing.
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** A row with no content at all: an empty line, spaces only, or only empty fields. */
export function isBlankRow(row: string[]): boolean {
  return row.every((field) => field.trim() === '');
}
