import { ConsentSettings } from './consent-settings';
import { RollCorrection } from './roll-correction';

/** The privacy feature's part of Settings > Privacy and data: graduates' consents and roll corrections. */
export function PrivacySettings() {
  return (
    <div className="flex flex-col gap-8">
      <ConsentSettings />
      <RollCorrection />
    </div>
  );
}
