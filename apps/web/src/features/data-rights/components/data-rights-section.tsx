import { DeleteMyAccount } from './delete-my-account';
import { DownloadMyData } from './download-my-data';

/** The data-rights part of Settings > "Privacy and data" (issue 25): the archive, then the erasure. */
export function DataRightsSection({ forgetDevice }: { forgetDevice: (accountId: string) => Promise<void> }) {
  return (
    <div className="flex flex-col gap-10">
      <DownloadMyData />
      <DeleteMyAccount forgetDevice={forgetDevice} />
    </div>
  );
}
