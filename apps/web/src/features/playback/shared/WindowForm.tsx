import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { useDisplaySettings } from '../../../settings/display-settings.store';
import { inputsOfWindow, windowOfInputs, type TimeWindow } from '../window-form';
import { WindowFields } from '../WindowFields';

interface WindowFormProps {
  /** The window the inputs start from; remount (key) the form to start from another. */
  initial: TimeWindow;
  submitLabel: string;
  /** Called with a checked window (end after start, at most a day); invalid input says why. */
  onSubmit: (window: TimeWindow) => void;
  /** Fields or notes of the page shown above the window (airport code, area hint, ...). */
  children?: ReactNode;
}

/**
 * The "choose a time window and go" form of the playback pages: from/to inputs read in the
 * display time zone (China time or UTC), checked on submit, with the translated reason when not.
 */
export function WindowForm({ initial, submitLabel, onSubmit, children }: WindowFormProps) {
  const zone = useDisplaySettings((s) => s.timeZoneUnit);
  const [inputs, setInputs] = useState(() => inputsOfWindow(initial, zone));
  const [invalid, setInvalid] = useState(false);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const window_ = windowOfInputs(inputs.start, inputs.end, zone);
    setInvalid(window_ === null);
    if (window_ !== null) onSubmit(window_);
  };

  return (
    <form className="playback-form" onSubmit={submit}>
      {children}
      <WindowFields {...inputs} invalid={invalid} onChange={setInputs} />
      <button type="submit">{submitLabel}</button>
    </form>
  );
}
