/**
 * The posts' actions as other screens name them (issue 40): each intent's failure toast, and
 * "Write it up" on a finished job's lead card. Apart from post-editor.ts so the Submissions
 * screen, which shows the button, carries only these words.
 */
export const postActionMessages = {
  saveFailed: 'Failed to save the post',
  publishFailed: 'Failed to publish the post',
  unpublishFailed: 'Failed to unpublish the post',
  restoreFailed: 'Failed to restore the version',
  writeUp: 'Write it up',
  writeUpHint:
    'Draft a blog post about this job: its town, its service and the photos the customer agreed to share.',
  writeUpNotFinished: 'Only a won or closed job can be written up.',
  writeUpNoPhotos: 'This job has no photos to write up.',
  writeUpFailed: 'Failed to draft the post',
  writeUpLibraryFull:
    'The image library is full: delete unused images, then write the job up again.',
} as const;
