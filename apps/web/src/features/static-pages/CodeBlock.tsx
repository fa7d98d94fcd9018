/** A command to copy into a terminal; wraps on narrow screens instead of overflowing. */
export function CodeBlock({ code }: { code: string }) {
  return (
    <pre className="code-block" translate="no">
      <code>{code}</code>
    </pre>
  );
}
