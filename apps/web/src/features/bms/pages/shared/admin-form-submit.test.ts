import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../api/http';
import { submitAdminForm, type AdminFormSteps } from './admin-form-submit';

/** Runs one submit and records, in order, what the dialog was told and what it did. */
async function run(steps: Partial<AdminFormSteps<string>> & { draft?: () => string }) {
  const events: string[] = [];
  await submitAdminForm<string>(
    {
      draft: () => 'draft',
      send: (draft) => {
        events.push(`send ${draft}`);
        return Promise.resolve();
      },
      onDone: () => events.push('done'),
      onClose: () => events.push('close'),
      ...steps,
    },
    {
      setBusy: (busy) => events.push(`busy ${busy}`),
      setError: (error) => events.push(`error ${error}`),
    },
  );
  return events;
}

describe('submitAdminForm', () => {
  it('sends the draft, then runs onDone and closes', async () => {
    expect(await run({})).toEqual([
      'busy true',
      'error null',
      'send draft',
      'busy false',
      'done',
      'close',
    ]);
  });

  it('sends nothing and stays open when the check names a problem', async () => {
    const events = await run({
      draft: () => '  ',
      check: (draft) => (draft.trim() === '' ? 'required' : undefined),
    });
    expect(events).toEqual(['error required']);
  });

  it('passes a draft the check accepts on to send', async () => {
    const events = await run({ check: () => undefined, draft: () => 'SF123' });
    expect(events).toContain('send SF123');
    expect(events.at(-1)).toBe('close');
  });

  it("stays open with the server's field message when the call fails", async () => {
    const refused = new ApiError(400, 'bad request', {
      code: 400,
      msg: 'bad request',
      data: { issues: [{ msg: 'title is required' }] },
    });
    const events = await run({
      send: () => Promise.reject(refused),
    });
    expect(events).toEqual(['busy true', 'error null', 'error title is required', 'busy false']);
  });

  it("shows a failure without an answer by the error's own text", async () => {
    const events = await run({ send: () => Promise.reject(new Error('network down')) });
    expect(events).toContain('error network down');
    expect(events).not.toContain('close');
  });
});
