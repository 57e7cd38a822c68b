import { MESSAGES, readableMessage } from '@tvet/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, serve } from '@/test/serve';
import { request } from './api';
import { clearSession } from './session';

// Issue 22.15: people read 'title is required' and 'accreditation_type is required'.
describe('a refusal is read as a sentence in words, by one rule', () => {
  afterEach(clearSession);

  it.each([
    ['accreditation_type is required', { accreditation_type: 'x' }, 'Accreditation type is required'],
    ['title is required', { title: 'x' }, 'Title is required'],
    [
      'number_of_staff.academic must be a number',
      { 'number_of_staff.academic': 'x' },
      'Number of staff academic must be a number',
    ],
    [
      'Please correct these fields: title is required; company_overview is required',
      { title: 'x', company_overview: 'y' },
      'Please correct these fields: Title is required; Company overview is required',
    ],
  ])('%s', (message, fields, expected) => {
    expect(readableMessage(message, fields)).toBe(expected);
  });

  it("keeps the spec's messages letter for letter, and names no field the answer does not list", () => {
    expect(readableMessage(MESSAGES.passwordUpdated, {})).toBe(MESSAGES.passwordUpdated);
    expect(readableMessage('password updated succesfully', { email: 'x' })).toBe(
      'password updated succesfully',
    );
  });

  it('is what a failed call throws, whichever screen shows it', async () => {
    serve({
      'POST /programmes': () =>
        envelope(400, 'accreditation_type is required', {
          fields: { accreditation_type: 'accreditation_type is required' },
        }),
    });
    const failure = request('/programmes', { method: 'POST', body: {} });
    await expect(failure).rejects.toThrow('Accreditation type is required');
    // The fields stay keyed by the API's names, for the forms that mark each control.
    await failure.catch((error) =>
      expect(error.fields).toEqual({ accreditation_type: 'accreditation_type is required' }),
    );
  });
});
