import { useSignal } from '@preact/signals';
import { useRef } from 'preact/hooks';
import { inviteIsLocalOnly, inviteOrigin, refreshInviteOrigin } from '../net/invite-origin.ts';
import { t } from '../i18n/index.ts';
import { copyText, selectText } from './copy.ts';
import { QrCode } from './qr.tsx';
import { TvLink } from './toolbar.tsx';

const COPIED_MS = 2500;

/**
 * How friends get in: the room code large, the link with "Copy link" (and the phone's own share
 * sheet where there is one), the QR code one tap away, and the TV board.
 */
export function Invite(props: { code: string; open?: boolean }) {
  const copied = useSignal<'yes' | 'no' | null>(null);
  const qr = useSignal(props.open === true);
  const linkRef = useRef<HTMLElement>(null);
  refreshInviteOrigin();
  const link = `${inviteOrigin.value}/r/${props.code}`;
  const canShare = typeof navigator.share === 'function';
  return (
    <section class="panel invite" aria-labelledby="invite-title">
      <div class="invite-top">
        <div>
          <h2 id="invite-title">{t('lobby.invite')}</h2>
          <p class="hint">{t('lobby.inviteHelp')}</p>
        </div>
        <p class="room-code" aria-label={t('home.code')}>
          {props.code}
        </p>
      </div>
      {inviteIsLocalOnly.value && <p class="hint">{t('lobby.localOnly')}</p>}
      <code class="invite-link" ref={linkRef}>
        {link}
      </code>
      <div class="invite-actions">
        <button
          type="button"
          class="primary"
          onClick={() => {
            void copyText(link).then((ok) => {
              copied.value = ok ? 'yes' : 'no';
              if (!ok && linkRef.current) selectText(linkRef.current);
              setTimeout(() => {
                copied.value = null;
              }, COPIED_MS);
            });
          }}
        >
          {t('lobby.copy')}
        </button>
        {canShare && (
          <button
            type="button"
            onClick={() => {
              void navigator.share({ title: 'Fabula', url: link }).catch(() => undefined);
            }}
          >
            {t('lobby.share')}
          </button>
        )}
        <button
          type="button"
          aria-expanded={qr.value}
          onClick={() => {
            qr.value = !qr.value;
          }}
        >
          {t('lobby.qr')}
        </button>
        <TvLink code={props.code} />
      </div>
      <span role="status" class="copied">
        {copied.value === 'yes'
          ? t('lobby.copied')
          : copied.value === 'no'
            ? t('lobby.copyByHand')
            : ''}
      </span>
      {qr.value && <QrCode text={link} label={t('lobby.qrAlt')} />}
    </section>
  );
}
