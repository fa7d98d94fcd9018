// A small XML well-formedness check for tests of the KML and GPX exports: one root, every tag
// closed in order, attribute values quoted, only the five predefined entities (or numeric ones).
const NAME = '[A-Za-z_][\\w.:-]*';
const TAG = new RegExp(
  `<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`,
  'y',
);

/** Throws with the offset of the first problem; returns the element names seen, in order. */
export function checkWellFormedXml(text: string): string[] {
  let at = 0;
  const stack: string[] = [];
  const names: string[] = [];
  let roots = 0;
  const body = text.replace(/^\uFEFF?<\?xml[^?]*\?>\s*/, '');
  while (at < body.length) {
    const lt = body.indexOf('<', at);
    const textPart = body.slice(at, lt === -1 ? body.length : lt);
    if (/&(?!(?:lt|gt|amp|apos|quot|#\d+|#x[0-9a-fA-F]+);)/.test(textPart)) {
      throw new Error(`bad entity near ${at}`);
    }
    if (stack.length === 0 && textPart.trim() !== '') throw new Error(`text outside root at ${at}`);
    if (lt === -1) break;
    TAG.lastIndex = lt;
    const match = TAG.exec(body);
    if (!match) throw new Error(`malformed tag at ${lt}: ${body.slice(lt, lt + 40)}`);
    const [whole, closing, name = '', , selfClosing] = match;
    if (closing) {
      if (stack.pop() !== name) throw new Error(`unexpected </${name}> at ${lt}`);
    } else {
      if (stack.length === 0) roots++;
      names.push(name);
      if (!selfClosing) stack.push(name);
    }
    at = lt + whole.length;
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) throw new Error(`${roots} root elements`);
  return names;
}
