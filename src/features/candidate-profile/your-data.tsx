import { DownloadButton, DownloadFailure } from '@/components/download-button';
import { useDownloadMyData } from './api';

/** What 'Download my data' saves (the contract's exportMyData). */
const YOUR_DATA_TEXT =
  'Download a copy of everything we keep about you: your account, profile, the details of your resumes, your applications with their history, saved jobs and job alerts. It is a JSON file.';

/** 'Download my data' on /profile: the candidate's own data as a JSON file (GDPR art. 15 and 20). */
export function YourData() {
  const download = useDownloadMyData();
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-muted-foreground">{YOUR_DATA_TEXT}</p>
      <DownloadButton pending={download.isPending} onDownload={() => download.mutate()}>
        Download my data
      </DownloadButton>
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {download.isPending
          ? 'Preparing your file…'
          : download.isSuccess
            ? `Saved as ${download.data}.`
            : ''}
      </p>
      {download.isError && <DownloadFailure what="your data" error={download.error} />}
    </div>
  );
}
