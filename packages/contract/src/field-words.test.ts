import { describe, expect, it } from 'vitest';
import { fieldInWords, readableMessage } from './field-words';
import { MESSAGES } from './messages';

// Issue 22 point 15: one rule, used by the server's envelope and the web app, names fields in words.
describe('readableMessage', () => {
  it.each([
    ['nin must be exactly 11 digits', { nin: 'x' }, 'NIN must be exactly 11 digits'],
    [
      'programme_id must be one of your programmes',
      { programme_id: 'x' },
      'Programme ID must be one of your programmes',
    ],
    ['group_by must be one of: sex, cohort', { 'group_by.0': 'x' }, 'Group by must be one of: sex, cohort'],
    ['responses.1.text is required', { 'responses.1.text': 'x' }, 'Responses item 2 text is required'],
    ['state: Invalid option', { state: 'x' }, 'State: Invalid option'],
  ])('%s', (message, fields, expected) => {
    expect(readableMessage(message, fields)).toBe(expected);
  });

  it('leaves sentences that do not start with a listed field, the spec messages among them', () => {
    expect(readableMessage(MESSAGES.allFieldsMustBeFilled, { name: 'x' })).toBe(
      MESSAGES.allFieldsMustBeFilled,
    );
    expect(readableMessage(MESSAGES.passwordUpdated, { email: 'x' })).toBe(MESSAGES.passwordUpdated);
    expect(readableMessage('title is required', null)).toBe('title is required');
    expect(readableMessage('Choose NGN or USD', { currency: 'x' })).toBe('Choose NGN or USD');
  });

  it('is the same however often it is applied', () => {
    const once = readableMessage('Please correct these fields: title is required; job_type is required', {
      title: 'x',
      job_type: 'y',
    });
    expect(once).toBe('Please correct these fields: Title is required; Job type is required');
    expect(readableMessage(once, { title: 'x', job_type: 'y' })).toBe(once);
    expect(fieldInWords('website_url')).toBe('Website URL');
  });
});
