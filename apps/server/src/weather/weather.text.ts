// Splits pasted or downloaded text into single reports: one a line, a TAF's change groups may
// be wrapped onto indented lines or lines starting with a change word (as NOAA's files are).
// Blank lines, `#` comments and bulletin date lines (`2026/11/24 06:00`) are skipped.

export interface ReportLine {
  /** 1-based line where the report starts (for error messages). */
  line: number;
  text: string;
}

const CONTINUATION = /^(\s+|(TEMPO|BECMG|FM\d{6}|PROB\d{2}|RMK)\b)/;
const SKIPPED = /^(#|\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}\s*$)/;

export function splitReports(text: string): ReportLine[] {
  const reports: ReportLine[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === '' || SKIPPED.test(raw.trim())) return;
    const last = reports.at(-1);
    if (last && CONTINUATION.test(raw)) {
      last.text = `${last.text} ${raw.trim()}`;
      return;
    }
    reports.push({ line: index + 1, text: raw.trim() });
  });
  return reports;
}
