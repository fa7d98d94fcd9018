/** A row of buttons choosing one view of a page (newest / most liked, photos / photographers). */
export function SubTabs<V extends string>(props: {
  label: string;
  options: { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div className="gallery-subtabs" role="group" aria-label={props.label}>
      {props.options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === props.value}
          className={
            option.value === props.value
              ? 'gallery-subtabs__tab gallery-subtabs__tab--active'
              : 'gallery-subtabs__tab'
          }
          onClick={() => props.onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
