import type { zhCNFile } from './zhCN.file.ts';

/** English texts of the file list and the file configs. */
export const enFile: typeof zhCNFile = {
  upload: 'Upload file',
  dropHere: 'Drop a file here, or ',
  clickToUpload: 'click to upload',
  dropNow: 'Release to upload this file',
  hint: 'JPG, PNG, GIF, WEBP, PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, ZIP, TXT and CSV; the content decides the type',
  uploading: 'Uploading “%{name}”',
  uploaded: 'Uploaded',
  failed: 'Could not upload “%{name}”',
  close: 'Close',
  copyLink: 'Copy link',
  copied: 'Link copied',
  download: 'Download',
  master: 'Make master',
  masterConfirm: 'Make config %{id} the master (uploads go there)?',
  masterDone: 'Now the master config',
  confirm: 'OK',
  cancel: 'Cancel',
  test: 'Test',
  testing: 'Testing the storage…',
  testDone: 'The storage works; the sample file is at: ',
  testFailed: 'Test failed',
};
