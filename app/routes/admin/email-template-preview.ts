import {
  templatePreviewAction,
  templatePreviewLoader,
} from '#app/routes/admin/template-editor.server.ts';

/** Only POST renders; a signed-out GET goes to the gate like every admin address. */
export const loader = templatePreviewLoader;

/**
 * Both editors' live preview (`/admin/email-templates[/review]/preview`): the template filled
 * by the mail code itself, values escaped.
 */
export const action = templatePreviewAction;
