import type { ImportCharset, ImportStarted } from '@/server/services/contact-imports/schema';

export interface ImportUploadParams {
  file: File;
  charset: ImportCharset;
  mapping: Record<string, string>;
  matchOn: 'phone' | 'email' | 'none';
}

/**
 * Sends the file as the body of the dashboard's import route (the REST import for a session), so the wizard takes
 * what the API takes (50 MiB). XMLHttpRequest rather than fetch: it reports the upload's progress.
 */
export function uploadImport(params: ImportUploadParams, onProgress: (fraction: number) => void): Promise<ImportStarted> {
  const query = new URLSearchParams({ mapping: JSON.stringify(params.mapping), match_on: params.matchOn, file_name: params.file.name.slice(0, 200) });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/dashboard/contacts/imports?${query}`);
    xhr.setRequestHeader('Content-Type', `text/csv; charset=${params.charset}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      const body = xhr.response as (ImportStarted & { message?: string }) | null;
      if (xhr.status === 202 && body) resolve(body);
      else reject(new Error(body?.message ?? `The upload failed (HTTP ${xhr.status}).`));
    };
    xhr.onerror = () => reject(new Error('Could not reach the server. Check your connection and try again.'));
    xhr.send(params.file);
  });
}
