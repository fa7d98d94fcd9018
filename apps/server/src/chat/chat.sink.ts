import type { ChatLink } from '@skytrace/contracts';

/** Where an answer goes as it is made: the route writes each call as one server-sent event. */
export interface ChatSink {
  token(text: string): void;
  tool(name: string): void;
  links(links: readonly ChatLink[]): void;
}
