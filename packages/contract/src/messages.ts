/**
 * Every user-visible sentence of the product, kept letter for letter from the specification
 * (misspellings included: "Invaid", "reqired", "grater", "feilds", "succesfully", "occured", "Finsh").
 * The server and the web app import them from here; nothing re-types them.
 * The toast's colour rule (toastTone) and the router error's title are in app-messages.ts.
 */
import { ROUTER_ERROR_TITLE } from './app-messages';

export const MESSAGES = {
  // spec 000 §5 and §8: client-side validation
  invalidForm: (userType: string) => `Invaid ${userType} form`,
  invalidOtp: 'Invalid OTP',
  passwordsMustMatch: 'Both password must match',
  passwordsMustMatchSettings: 'Both password must match!',
  allFieldsRequired: 'Invalid fields: all fields are required',
  allFieldsMustBeFilled: 'all fields must be filled',
  imageRequired: 'An image file is reqired',
  fileTooLarge: 'File too large, file should not be be grater than 2MB',
  thisUserIsYou: 'This user is you',
  noUserFound: 'No user found',
  socketError: (message: string) => `Error occured ${message}`,
  messageSendError: (message: string) => `Error occured - ${message}`,
  disconnected: 'disconnected from server',
  notFoundTitle: '404 Error',
  routerError: ROUTER_ERROR_TITLE,
  otpCountdown: (time: string) => `Code will expire in ${time}`,
  invalidFeilds: 'Invalid feilds: all feilds are required',
  requiredMarked: 'Fields marked with * are required',

  // spec 000 §8 and spec 001 §8: success messages
  passwordUpdated: 'password updated succesfully',
  imageUpdated: 'User image updated successfully',
  infoUpdated: (userType: string) => `${userType} Info Updated successfully`,
  employerInfoUpdated: (userType: string) => `${userType} info Updated successfully!`,
  idCardUploaded: 'Identification card uploaded successfully',
  institutionUpdated: 'Institution updated successfully',
  ticketCreated: 'Ticket created successfully!',
  // The jobs feature's success sentences ("Job Created Successfully!", "Application Submitted!") are in JOB_MESSAGES.
  // 'Survey Completed!' is SURVEY_MESSAGES.completed.

  // empty states
  noMessages: 'No messages yet',
  selectConversation: 'You have messages / Select a conversation to read',
  noJobPost: 'No job post yet',
  noApplicant: 'No applicant yet',
  noAppliedJob: 'No applied job yet',
  noMentor: 'No mentor yet',
  noSurvey: 'No survey yet',
  noSurveyInTab: (tab: string) => `No survey ${tab} yet`,
  noMatch: 'No Match found',
  noTicket: 'You have no ticket created',
  noMentee: 'No mentee found',

  // spec 001 §2: labels of the employer's job screens
  noJobPostTitle: 'No Job post yet',
  createFirstJobPost: 'Create your first Job post',
  createJobPosting: 'Create job posting',
  createJobPostingTitle: 'Create Job Posting',
  finishLabel: 'Finsh',
  helloUser: (username: string) => `Hello ${username}`,
  welcomeBack: 'Welcome back',
  /** A brand-new account's first overview (issue 22.17): nobody is "back" yet. */
  welcomeFirst: 'Welcome',
  areYouSure: 'Are you sure?',
  jobRemoved: 'This job was removed by the employer',
} as const;

/** Sentences the server answers with (its side was "not shown" in the specification, so they are ours). */
export const SERVER_MESSAGES = {
  ok: 'ok',
  registered: 'Account created successfully. Check your e-mail for a verification code.',
  emailTaken: 'An account with this e-mail address already exists. Sign in or use another address.',
  usernameTaken: 'This username is taken. Choose another one.',
  registrationClosed:
    'Mentor and administrator accounts are set up by an administrator; they cannot sign up.',
  loginFailed: 'Incorrect e-mail, password or account type.',
  loggedIn: 'Signed in successfully',
  loggedOut: 'Signed out successfully',
  otpSent: 'If an account exists for this e-mail address, a 4-digit code has been sent to it.',
  emailVerified: 'Email verified successfully',
  emailAlreadyVerified: 'This e-mail address is already verified. You can sign in.',
  otpExpired: 'This code has expired. Ask for another code.',
  otpLocked: 'Too many wrong codes. Ask for another code.',
  codeLinkInvalid:
    'This link has expired or was already used, or a later e-mail replaced it. Open the latest e-mail, or ask for another code.',
  recoveryVerified: 'Code verified successfully. Choose a new password.',
  resetTokenInvalid: 'This password reset link has expired or was already used. Start the recovery again.',
  passwordReset: 'Password updated successfully. You can now sign in.',
  passwordWeak:
    'Password is too weak: use at least 8 characters, an uppercase letter, and a number or symbol.',
  currentPasswordWrong: 'Your current password is incorrect.',
  tokenRefreshed: 'Token refreshed successfully',
  refreshInvalid: 'Your session has ended. Please sign in again.',
  invalidToken: 'invalid token',
  expiredToken: 'expired token',
  signInRequired: 'Sign in to continue.',
  forbidden: 'You do not have permission to do this.',
  emailNotVerified: 'Verify your e-mail address first: enter the 4-digit code we sent you.',
  notOwner: 'You can only access your own account.',
  notFound: 'Not found',
  routeNotFound: (method: string, url: string) => `No API route for ${method} ${url}. Check the address.`,
  profileNotFound: 'No profile with this id.',
  tooManyRequests: (seconds: number) => `Too many attempts. Try again in ${seconds} seconds.`,
  bodyTooLarge: 'The request is too large. Send less data.',
  invalidJson: 'The request body is not valid JSON.',
  urlTooLong: 'The address is too long. Check the link.',
  badUrl: 'The address is not valid. Check the link.',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  internalError: 'Something went wrong on our side. Please try again.',
  nulCharacter: (field: string) =>
    `${field} contains an invisible character (NUL, \\u0000) that cannot be stored. Remove it and try again.`,
  /** A lone surrogate (`\ud800`): half of an emoji or symbol, which cannot be stored. */
  brokenCharacter: (field: string) =>
    `${field} contains a broken character (half of an emoji or symbol, such as \\ud800) that cannot be stored. Type that part again and try again.`,
  databaseUnavailable: 'The service is unavailable for a moment. Please try again in a minute.',
  profileLoaded: 'Profile loaded successfully',
  ninTaken:
    'This NIN is already registered to another graduate. Sign in to that account, or check the number.',
  institutionNotFound: 'No institution with this id.',
  institutionsLoaded: 'Institutions loaded',
} as const;
