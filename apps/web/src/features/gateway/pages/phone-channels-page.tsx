import { ConsolePage } from '@/components/ui/console-page';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n/i18n';
import { useGatewayOverview } from '../api/gateway';
import { PhoneSimulator } from '../components/phone-simulator';
import { TemplateCosts } from '../components/template-costs';

/** Phones without data (issue 27): the phone simulator on the fake gateway, and the templates' costs. */
export function PhoneChannelsPage() {
  const overview = useGatewayOverview();
  return (
    <ConsolePage
      title={t('Phones without data')}
      intro={t(
        'Graduates answer by USSD, text message and WhatsApp. Try it here on a simulated phone, and see what each text message costs.',
      )}
    >
      {overview.isPending && <Spinner />}
      {overview.isError && (
        <ErrorPanel
          message={t('We could not load the messaging gateway.')}
          detail={overview.error.message}
          onRetry={() => overview.refetch()}
        />
      )}
      {overview.data && (
        <>
          <p className="text-sm text-muted">
            {t('Text messages and USSD:')}{' '}
            {overview.data.providers.sms === 'fake' ? 'the fake gateway' : "Africa's Talking"}
            {t('. WhatsApp:')}{' '}
            {overview.data.providers.whatsapp === 'fake' ? 'the fake gateway' : 'Meta Cloud API'}.
          </p>
          {overview.data.providers.sms === 'fake' ? (
            <PhoneSimulator ussdCode={overview.data.ussd_code} />
          ) : (
            <p>{t('The phone simulator works only with the fake gateway.')}</p>
          )}
          <TemplateCosts templates={overview.data.templates} />
        </>
      )}
    </ConsolePage>
  );
}
