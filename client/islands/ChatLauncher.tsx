import MessageCircle from 'lucide-react/icons/message-circle';
import X from 'lucide-react/icons/x';
import { useRef, useState } from 'react';

export interface ChatLauncherProps {
  webhookUrl: string;
  /** The widget's stylesheet, scoped to `.site-chat` at build time. */
  cssHref: string;
  texts: {
    title: string;
    subtitle: string;
    getStarted: string;
    inputPlaceholder: string;
    initialMessage: string;
    closeButtonTooltip: string;
  };
}

type State = 'idle' | 'loading' | 'open' | 'closed' | 'failed';

function loadStylesheet(href: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`could not load ${href}`));
    document.head.append(link);
  });
}

/**
 * The assistant's button. Nothing of the chat (script, styles, webhook) is requested before the
 * first click; then the widget loads from the site's own assets and opens in window mode.
 */
export function ChatLauncher({ webhookUrl, cssHref, texts }: ChatLauncherProps) {
  const [state, setState] = useState<State>('idle');
  const host = useRef<HTMLDivElement>(null);

  const toggleWidget = () => host.current?.querySelector<HTMLElement>('.chat-window-toggle')?.click();

  const onClick = async () => {
    if (state === 'loading') return;
    if (state === 'open' || state === 'closed') {
      toggleWidget();
      setState(state === 'open' ? 'closed' : 'open');
      return;
    }
    setState('loading');
    try {
      const [{ createChat }] = await Promise.all([import('@n8n/chat'), loadStylesheet(cssHref)]);
      createChat({
        webhookUrl,
        target: host.current!,
        mode: 'window',
        showWelcomeScreen: false,
        loadPreviousSession: true,
        chatInputKey: 'chatInput',
        chatSessionKey: 'sessionId',
        webhookConfig: { method: 'POST', headers: {} },
        metadata: {},
        // 0.45's types list only 'en', but the widget reads `i18n[defaultLanguage]`: the texts are French.
        defaultLanguage: 'fr' as 'en',
        initialMessages: [texts.initialMessage],
        i18n: {
          fr: {
            title: texts.title,
            subtitle: texts.subtitle,
            footer: '',
            getStarted: texts.getStarted,
            inputPlaceholder: texts.inputPlaceholder,
            closeButtonTooltip: texts.closeButtonTooltip,
          },
        },
      });
      // The widget mounts asynchronously; open its window once its toggle exists.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      toggleWidget();
      setState('open');
    } catch (error) {
      console.error('Chat unavailable:', error);
      setState('failed');
    }
  };

  const open = state === 'open';
  return (
    <div className="site-chat-root">
      <div ref={host} className="site-chat" />
      <button
        type="button"
        className="chat-launcher"
        aria-expanded={open}
        aria-label={open ? 'Fermer l’assistant' : 'Discuter avec notre assistant'}
        onClick={() => void onClick()}
      >
        {open ? (
          <X size={26} aria-hidden="true" focusable="false" />
        ) : (
          <MessageCircle size={26} aria-hidden="true" focusable="false" />
        )}
      </button>
      {state === 'failed' && (
        <p className="chat-failed" role="alert">
          L’assistant est momentanément indisponible.
        </p>
      )}
    </div>
  );
}
