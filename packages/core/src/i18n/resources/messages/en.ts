import type { Translation } from '../shape.js';

/**
 * Namespace `messages`: the error catalogue and user messages of spec §8, the guard messages of
 * §4/§5, the error page and the Session Timeout modal. English is the spec's wording verbatim
 * (including its capitalisation and grammar).
 */
export const en = {
  errors: {
    registrationTokenExpired: 'Registration token Expired!',
    merchantNotRecognized: 'Merchant not recognized!',
    someProblemOccurred: 'Some problem occurred. please try again later',
    serverProblem: 'There may be a problem with the server. please try again later',
    pageNotFound: 'This page could not be found.',
    unknownMiddleware: 'Unknown middleware {{name}}',
  },
  errorPage: {
    heading: "We're unable to find the page you're looking for.",
    unknownError: 'We are very sorry for inconvenience. The application has encountered an unknown error.',
    renderFailed: 'An error occurred while showing the error page',
    backHome: 'Back to home',
  },
  guard: {
    merchantNotRecognizedOrSessionExpired:
      'Merchant not recognized or Session Expired Please Make another transaction.',
    sessionExpired: 'Session Expired Please Make another transaction.',
  },
  user: {
    emailNotFound: "The email address that you've entered doesn't exists.",
    invalidCode: 'You have entered an invalid code, Please try again.',
    invalidPassword: 'You have entered an invalid password, Please try again.',
    regionNotServed: 'Unfortunately we do not provide our services for this region.',
    verifyMobileAndEmail: 'Please Verify Your Mobile And Email',
    newPasswordSent: 'A new password sent to you',
    newSmsCodeSent: 'A new sms verification code was sent to your mobile',
    accountVerified: 'You have successfully verified your account!',
    soldSuccessfully: 'Your coins were sold successfully',
  },
  sessionTimeout: {
    title: 'Session Timeout',
    message: 'You are logged in on other devices or browsers. Please login again.',
    login: 'Login',
  },
};

/** The shape every other locale of this folder must have (English is the fallback). */
export type MessagesTexts = Translation<typeof en>;
