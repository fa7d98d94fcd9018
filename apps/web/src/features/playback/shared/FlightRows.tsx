import { useId, type ReactNode } from 'react';

/** One flight of a playback page's list. */
export interface FlightRow {
  key: string;
  label: string;
  org?: string | null;
  dst?: string | null;
  /** A second, smaller line (how the flight used the airport, when it was seen, ...). */
  note?: ReactNode;
  /** The row cannot be chosen yet (e.g. its track is still loading). */
  disabled?: boolean;
}

interface FlightRowsProps {
  title: ReactNode;
  rows: readonly FlightRow[];
  /** Shown instead of the list when there are no rows (nothing when omitted). */
  empty?: ReactNode;
  selectedKey?: string | null;
  /** Makes each row a button choosing that flight (its values, chart and lock). */
  onSelect?: (key: string) => void;
  /** The row's own buttons (add, remove, ...), after its text. */
  action?: (row: FlightRow) => ReactNode;
  /** Rows listed at most; `more` says what was left out. */
  max?: number;
  more?: (shown: number, total: number) => ReactNode;
}

const route = (row: FlightRow) =>
  (row.org ?? null) === null && (row.dst ?? null) === null
    ? null
    : `${row.org ?? '—'} → ${row.dst ?? '—'}`;

/**
 * The flight list of the playback pages (multi, airport, area): a region named by its title,
 * flight label and route, the chosen one marked, optional per-row actions, cut at `max` rows so
 * a busy hour stays light.
 */
export function FlightRows(props: FlightRowsProps) {
  const { rows, selectedKey = null, onSelect, action, max = rows.length } = props;
  const shown = rows.slice(0, max);
  const titleId = useId();
  return (
    <section className="playback-form" aria-labelledby={titleId}>
      <h3 id={titleId} className="playback-section-title">
        {props.title}
      </h3>
      {rows.length === 0 ? (
        (props.empty ?? null)
      ) : (
        <ul className="playback-list">
          {shown.map((row) => {
            const text = (
              <>
                <strong>{row.label}</strong> {route(row)}
                {row.note !== undefined && <small>{row.note}</small>}
              </>
            );
            return (
              <li
                key={row.key}
                className="playback-list__item"
                aria-current={row.key === selectedKey}
              >
                {onSelect === undefined ? (
                  <div className="playback-list__main">{text}</div>
                ) : (
                  <button
                    type="button"
                    className="playback-list__main"
                    disabled={row.disabled === true}
                    onClick={() => onSelect(row.key)}
                  >
                    {text}
                  </button>
                )}
                {action?.(row)}
              </li>
            );
          })}
        </ul>
      )}
      {shown.length < rows.length && props.more?.(shown.length, rows.length)}
    </section>
  );
}
