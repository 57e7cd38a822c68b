import type { UserType } from '@tvet/contract';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { t, tx } from '@/lib/i18n/i18n';
import { USER_TYPE_LABELS } from '@/lib/user-types';

export interface Contact {
  _id: string;
  name: string;
  username: string;
  user_type: UserType;
  avatar: { url: string } | null;
  /** Null until this person has written in the conversation (their details are not given away before). */
  email?: string | null;
  phone?: string | null;
}

/** The side panel of contact details (spec 000 §2 '/messages'): each person's phone and e-mail. */
export function ContactPanel({
  contacts,
  onClose,
  contactActions,
  children,
}: {
  contacts: Contact[];
  onClose: () => void;
  /** Under each person (Block / Unblock). */
  contactActions?: (contact: Contact) => ReactNode;
  /** Under everyone (Report conversation). */
  children?: ReactNode;
}) {
  return (
    <aside aria-labelledby="contact-details" className="flex flex-col gap-4 overflow-y-auto p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id="contact-details" className="text-lg font-bold">
          {t('Contact details')}
        </h3>
        <button
          type="button"
          onClick={onClose}
          className="grid size-11 place-items-center rounded-lg hover:bg-brand-50"
          aria-label={t('Close contact details')}
        >
          <span aria-hidden="true" className="text-xl leading-none">
            ✕
          </span>
        </button>
      </div>
      {contacts.map((contact) => (
        <section key={contact._id} className="flex flex-col gap-3" aria-label={contact.name}>
          <div className="flex items-center gap-3">
            <Avatar name={contact.name} url={contact.avatar?.url} className="size-12 text-lg" />
            <div className="min-w-0">
              <p className="font-semibold break-words">{contact.name}</p>
              <p className="text-sm break-words text-muted">
                @{contact.username} · {tx(USER_TYPE_LABELS[contact.user_type])}
              </p>
            </div>
          </div>
          <dl className="flex flex-col gap-2">
            <div>
              <dt className="text-sm text-muted">{t('Phone')}</dt>
              <dd className="font-medium">
                {contact.phone ? (
                  <a href={`tel:${contact.phone}`} className="text-link">
                    {contact.phone}
                  </a>
                ) : contact.email ? (
                  <span className="text-sm font-normal text-muted">{t('Not given')}</span>
                ) : (
                  <Hidden />
                )}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{t('E-mail')}</dt>
              <dd className="font-medium">
                {contact.email ? (
                  <a href={`mailto:${contact.email}`} className="text-link break-all">
                    {contact.email}
                  </a>
                ) : (
                  <Hidden />
                )}
              </dd>
            </div>
          </dl>
          {contactActions?.(contact)}
        </section>
      ))}
      {children}
    </aside>
  );
}

function Hidden() {
  return (
    <span className="text-sm font-normal text-muted">{t('Shown once they write in this conversation')}</span>
  );
}
