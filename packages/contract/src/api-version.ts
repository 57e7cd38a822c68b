/**
 * The version of the API this contract describes (issue 30). The web app sends it with every call and the server
 * sends its own back on every answer; a call from a bundle built for another version is refused with 426 and
 * APP_OUTDATED_MESSAGE, so an old bundle kept by a service worker never talks to a changed API. Raise it with any
 * change a bundle already on phones would misread: a path, a field's meaning, a payload's shape.
 * `GET /api/v1/version` answers it too.
 */
export const API_VERSION = '1';

/** The header carrying it, both ways. */
export const API_VERSION_HEADER = 'x-api-version';

/** HTTP 426: the client is older (or newer) than the server's API. */
export const APP_OUTDATED_STATUS = 426;

export const APP_OUTDATED_MESSAGE =
  'This version of the app is out of date. Reload the page to get the new one; what you saved on this phone is kept.';
