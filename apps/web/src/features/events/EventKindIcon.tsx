import type { EventKind } from '@skytrace/contracts';

/** A glyph per kind (decorative: the kind's name is always written beside it). */
const GLYPHS: Record<EventKind, string> = {
  goAround: '↻',
  holding: '◎',
  divert: '⤳',
  return: '↩',
  emergency: '!',
  rapidDescent: '⇊',
  goAroundBurst: '↻↻',
};

export function EventKindIcon({ kind }: { kind: EventKind }) {
  return (
    <span className={`event-icon event-icon--${kind}`} aria-hidden="true">
      {GLYPHS[kind]}
    </span>
  );
}
