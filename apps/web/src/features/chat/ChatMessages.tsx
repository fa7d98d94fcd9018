import type { ChatLink } from '@skytrace/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StoredMessage } from './chat.history';

function Links({ links }: { links: readonly ChatLink[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <ul className="chat-links" aria-label={t('chat.links')}>
      {links.map((link) => (
        <li key={link.path}>
          <Link to={link.path} className="chat-links__link">
            <span className="chat-links__kind">{t(`chat.linkKind.${link.kind}`)}</span>{' '}
            {link.kind === 'device' ? '' : link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The conversation: questions, answers with their links, and the answer being written. */
export function ChatMessages({
  messages,
  pending,
}: {
  messages: readonly StoredMessage[];
  pending: { text: string; tool: string | null; links: ChatLink[] } | null;
}) {
  const { t } = useTranslation();
  return (
    <ol className="chat-messages" aria-label={t('chat.conversation')} aria-live="polite">
      {messages.map((message) => (
        <li
          key={message.id}
          className={`chat-message chat-message--${message.role}${message.failed ? ' chat-message--failed' : ''}`}
          data-testid={`chat-${message.role}`}
        >
          <span className="chat-message__who">
            {message.role === 'user' ? t('chat.you') : t('chat.assistant')}
          </span>
          <p className="chat-message__text" role={message.failed ? 'alert' : undefined}>
            {message.msg}
          </p>
          <Links links={message.links ?? []} />
        </li>
      ))}
      {pending && (
        <li
          className="chat-message chat-message--assistant chat-message--pending"
          data-testid="chat-pending"
        >
          <span className="chat-message__who">{t('chat.assistant')}</span>
          <p className="chat-message__text">
            {pending.text ||
              (pending.tool
                ? t('chat.usingTool', {
                    tool: t(`chat.tools.${pending.tool}`, { defaultValue: pending.tool }),
                  })
                : t('chat.thinking'))}
          </p>
          <Links links={pending.links} />
        </li>
      )}
    </ol>
  );
}
