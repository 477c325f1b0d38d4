/** The quote form's file input: its photos, posted with the form (multipart) without JavaScript. */
export const PHOTO_INPUT_NAME = 'photos';

/** The answer of `POST /api/lead-photos`: the token the lead's `photos` lists. */
export const LEAD_PHOTOS_ENDPOINT = '/api/lead-photos';
