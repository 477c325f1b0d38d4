import {
  confirmationTemplate,
  templatePreviewAction,
  templatePreviewLoader,
} from '#app/server/dashboard/template-editor.ts';

/** Only POST renders; a signed-out GET goes to the gate like every admin address. */
export const loader = templatePreviewLoader;

/** The editor's live preview: the template filled by the mail code itself, values escaped. */
export const action = templatePreviewAction(confirmationTemplate);
