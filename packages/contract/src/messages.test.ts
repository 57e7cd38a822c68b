import { describe, expect, it } from 'vitest';
import { toastTone } from './app-messages';
import { MESSAGES, SERVER_MESSAGES } from './messages';

describe('spec messages are kept letter for letter', () => {
  it.each([
    [MESSAGES.invalidForm('graduate'), 'Invaid graduate form'],
    [MESSAGES.imageRequired, 'An image file is reqired'],
    [MESSAGES.fileTooLarge, 'File too large, file should not be be grater than 2MB'],
    [MESSAGES.passwordUpdated, 'password updated succesfully'],
    [MESSAGES.invalidFeilds, 'Invalid feilds: all feilds are required'],
    [MESSAGES.messageSendError('timeout'), 'Error occured - timeout'],
    [MESSAGES.socketError('timeout'), 'Error occured timeout'],
    [MESSAGES.noSurveyInTab('completed'), 'No survey completed yet'],
    [MESSAGES.infoUpdated('Graduate'), 'Graduate Info Updated successfully'],
    [MESSAGES.routerError, 'Unexpected Application Error!'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('toast tone (spec 000 §8)', () => {
  it.each([
    'password updated succesfully',
    'User image updated successfully',
    'Ticket created successfully!',
    'Job Created Successfully!',
    'Identification card uploaded successfully',
    'Account created successfully. Check your e-mail for a verification code.',
  ])('"%s" is green', (text) => {
    expect(toastTone(text)).toBe('success');
  });

  it.each(['Invalid OTP', 'Network Error', 'Incorrect e-mail, password or account type.'])(
    '"%s" is red',
    (text) => {
      expect(toastTone(text)).toBe('error');
    },
  );

  // Server failures must read red: none may contain a success word by accident.
  const failures = Object.entries(SERVER_MESSAGES).filter(
    ([key]) =>
      ![
        'ok',
        'registered',
        'loggedIn',
        'loggedOut',
        'otpSent',
        'emailVerified',
        'emailAlreadyVerified',
        'recoveryVerified',
        'passwordReset',
        'tokenRefreshed',
        'profileLoaded',
        'institutionsLoaded',
      ].includes(key),
  );
  it.each(failures)('server failure %s reads red', (_key, value) => {
    const text = typeof value === 'function' ? (value as (...args: unknown[]) => string)('GET', '/x') : value;
    expect(toastTone(text)).toBe('error');
  });
});
