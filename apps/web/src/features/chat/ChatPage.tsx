import {
  CHAT_HISTORY_MAX,
  CHAT_MESSAGE_MAX,
  type ChatLink,
  type ChatMessage,
} from '@skytrace/contracts';
import { useEffect, useRef, useState, type SyntheticEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/failure';
import { useLoad } from '../../api/use-load';
import { useUserStore } from '../../session/user.store';
import { askAssistant, fetchQuota } from './chat.api';
import {
  clearHistory,
  loadHistory,
  newMessageId,
  saveHistory,
  type StoredMessage,
} from './chat.history';
import { ChatMessages } from './ChatMessages';
import './chat.css';

const EXAMPLES = ['example1', 'example2', 'example3', 'example4', 'example5', 'example6'] as const;

/** Adds links not shown yet (the same flight may come from two tool calls). */
const mergeLinks = (shown: readonly ChatLink[], more: readonly ChatLink[]) => [
  ...shown,
  ...more.filter((link) => !shown.some((known) => known.path === link.path)),
];

/** /chat: questions to the assistant, answers streamed in with links; kept in this browser. */
export function ChatPage() {
  const { t } = useTranslation();
  const userKey = useUserStore((state) => state.user?.username ?? 'anonymous');
  const [messages, setMessages] = useState<StoredMessage[]>(() => loadHistory(userKey));
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<{
    text: string;
    tool: string | null;
    links: ChatLink[];
  } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const quota = useLoad(fetchQuota, 'quota');
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages, pending]);

  const keep = (next: StoredMessage[]) => {
    setMessages(next);
    saveHistory(userKey, next);
  };

  const ask = (question: string) => {
    const text = question.trim().slice(0, CHAT_MESSAGE_MAX);
    if (text === '' || pending !== null) return;
    const asked = [...messages, { id: newMessageId(), role: 'user' as const, msg: text }];
    keep(asked);
    setDraft('');
    const conversation: ChatMessage[] = asked
      .filter((message) => !message.failed)
      .slice(-CHAT_HISTORY_MAX)
      .map((message) => ({ role: message.role, content: message.msg.slice(0, CHAT_MESSAGE_MAX) }));
    // The history may start with an answer once trimmed; the assistant wants a question first.
    while (conversation[0]?.role === 'assistant') conversation.shift();
    const controller = new AbortController();
    abort.current = controller;
    let answer = { text: '', tool: null as string | null, links: [] as ChatLink[] };
    let failure: string | null = null;
    setPending(answer);
    askAssistant(
      conversation,
      (event) => {
        if (event.type === 'token') answer = { ...answer, text: answer.text + event.text };
        else if (event.type === 'tool') answer = { ...answer, tool: event.name };
        else if (event.type === 'links')
          answer = { ...answer, links: mergeLinks(answer.links, event.links) };
        else if (event.type === 'error') failure = event.message;
        setPending(answer);
      },
      controller.signal,
    )
      .catch((error: unknown) => {
        failure = controller.signal.aborted
          ? t('chat.stopped')
          : failureText(error, t('chat.failed'));
      })
      .finally(() => {
        const reply: StoredMessage =
          failure === null && answer.text !== ''
            ? { id: newMessageId(), role: 'assistant', msg: answer.text, links: answer.links }
            : {
                id: newMessageId(),
                role: 'assistant',
                msg: failure ?? t('chat.failed'),
                failed: true,
              };
        keep([...asked, reply]);
        setPending(null);
        abort.current = null;
        quota.reload();
      });
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    ask(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line; not while an input method composes a word.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      ask(draft);
    }
  };
  const clear = () => {
    abort.current?.abort();
    clearHistory(userKey);
    setMessages([]);
  };

  return (
    <div className="chat-page">
      <header className="chat-page__head">
        <h1>{t('chat.title')}</h1>
        <p className="chat-page__intro">{t('chat.intro')}</p>
        <p className="chat-page__status">
          {quota.data && (
            <>
              <span>{quota.data.mode === 'builtin' ? t('chat.builtin') : t('chat.provider')}</span>{' '}
              <strong data-testid="chat-quota">
                {t('chat.quota', { remaining: quota.data.remaining, limit: quota.data.limit })}
              </strong>
            </>
          )}
          {quota.error !== undefined && (
            <span role="alert">{failureText(quota.error, t('chat.quotaFailed'))}</span>
          )}
        </p>
      </header>
      {messages.length === 0 && pending === null && (
        <section className="chat-examples" aria-label={t('chat.examples')}>
          <h2>{t('chat.examples')}</h2>
          <ul>
            {EXAMPLES.map((key) => (
              <li key={key}>
                <button
                  type="button"
                  className="chat-examples__question"
                  onClick={() => ask(t(`chat.${key}`))}
                >
                  {t(`chat.${key}`)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ChatMessages messages={messages} pending={pending} />
      <div ref={end} />
      <form className="chat-form" onSubmit={submit}>
        <textarea
          className="chat-form__input"
          value={draft}
          maxLength={CHAT_MESSAGE_MAX}
          rows={2}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.placeholder')}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <div className="chat-form__actions">
          {pending === null ? (
            <button type="submit" className="button button--primary" disabled={draft.trim() === ''}>
              {t('chat.send')}
            </button>
          ) : (
            <button type="button" className="button" onClick={() => abort.current?.abort()}>
              {t('chat.stop')}
            </button>
          )}
          <button
            type="button"
            className="button button--ghost-dark"
            onClick={clear}
            disabled={messages.length === 0 && pending === null}
          >
            {t('chat.clear')}
          </button>
        </div>
      </form>
    </div>
  );
}
