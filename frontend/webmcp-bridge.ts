/**
 * The browser half of the WebMCP bridge (server half: org.consentlab.webmcp.ui.WebMcpBridge).
 *
 * The WebMCP API is looked up once, here, and nowhere else: the registration lab's status shows
 * what this module found. Each lab page's <consent-webmcp> element registers that page's tools
 * while it is in the page and unregisters them (one AbortSignal) when the page is left. A tool's
 * execute only ever sends the call to the server, which runs it through the tool-call service;
 * for a gated tool the answer is the PENDING text, because nothing here can decide a gate.
 */

type ToolInput = Record<string, unknown>;
type ToolAnswer = { content: { type: 'text'; text: string }[]; isError?: boolean };

interface ModelContextLike {
  registerTool(
    tool: {
      name: string;
      title?: string;
      description: string;
      inputSchema?: object;
      annotations?: { readOnlyHint?: boolean; consequentialHint?: boolean };
      execute: (input: ToolInput, options?: { signal?: AbortSignal }) => Promise<ToolAnswer>;
    },
    options?: { signal?: AbortSignal }
  ): unknown;
}

interface Declaration {
  name: string;
  title: string;
  description: string;
  inputSchema: object;
  annotations: { readOnlyHint: boolean; consequentialHint: boolean };
}

interface ServerAnswer {
  callId: number;
  text: string;
  isError: boolean;
  pending: boolean;
}

interface BridgeServer {
  reportDetected(api: string): Promise<void>;
  call(tool: string, rawArgs: string): Promise<string>;
  abort(callId: number): Promise<boolean>;
}

type Found = { name: 'document.modelContext' | 'navigator.modelContext'; api: ModelContextLike } | { name: 'none' };

function usable(candidate: unknown): candidate is ModelContextLike {
  return typeof candidate === 'object' && candidate !== null
    && typeof (candidate as ModelContextLike).registerTool === 'function';
}

/** document.modelContext first (the current draft and Chromium), then the older navigator.modelContext. */
function find(): Found {
  const fromDocument = 'modelContext' in document ? (document as unknown as { modelContext: unknown }).modelContext : undefined;
  if (usable(fromDocument)) {
    return { name: 'document.modelContext', api: fromDocument };
  }
  const fromNavigator = 'modelContext' in navigator ? (navigator as unknown as { modelContext: unknown }).modelContext : undefined;
  if (usable(fromNavigator)) {
    return { name: 'navigator.modelContext', api: fromNavigator };
  }
  return { name: 'none' };
}

const found: Found = find();

class ConsentWebMcp extends HTMLElement {
  declare $server: BridgeServer;
  /** The page's tool declarations as JSON, set by the server. */
  tools = '[]';
  private registration?: AbortController;

  connectedCallback() {
    // Flow binds $server and the properties around insertion; act once that has settled.
    setTimeout(() => this.start());
  }

  disconnectedCallback() {
    this.registration?.abort();
    this.registration = undefined;
  }

  private start() {
    if (!this.isConnected || this.registration) {
      return;
    }
    this.$server.reportDetected(found.name);
    if (found.name === 'none') {
      return;
    }
    this.registration = new AbortController();
    const declarations = JSON.parse(this.tools) as Declaration[];
    declarations.forEach((declaration) => this.register(found.api, declaration, this.registration!.signal));
  }

  private register(api: ModelContextLike, declaration: Declaration, signal: AbortSignal) {
    try {
      const registered = api.registerTool(
        { ...declaration, execute: (input, options) => this.execute(declaration.name, input, options?.signal, signal) },
        { signal }
      );
      // Older implementations ignore the signal and hand back an unregister function instead.
      const unregister = (registered as { unregister?: () => void } | undefined)?.unregister;
      if (typeof unregister === 'function') {
        signal.addEventListener('abort', () => unregister.call(registered), { once: true });
      }
      Promise.resolve(registered).catch((error) => console.warn(`WebMCP: ${declaration.name} not registered`, error));
    } catch (error) {
      console.warn(`WebMCP: ${declaration.name} not registered`, error);
    }
  }

  private async execute(tool: string, input: ToolInput, callSignal: AbortSignal | undefined,
                        pageSignal: AbortSignal): Promise<ToolAnswer> {
    const answer = JSON.parse(await this.$server.call(tool, JSON.stringify(input ?? {}))) as ServerAnswer;
    if (answer.pending && callSignal) {
      // The agent may give up while a person has not decided yet: its gate then fails closed.
      const abort = () => this.$server.abort(answer.callId);
      if (callSignal.aborted) {
        abort();
      } else {
        callSignal.addEventListener('abort', abort, { once: true });
        pageSignal.addEventListener('abort', () => callSignal.removeEventListener('abort', abort), { once: true });
      }
    }
    return { content: [{ type: 'text', text: answer.text }], isError: answer.isError };
  }
}

customElements.define('consent-webmcp', ConsentWebMcp);
