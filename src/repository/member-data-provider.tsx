import { IsRestoringProvider, QueryClientProvider } from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { startMemberEngine, type MemberEngine } from './engine/member-engine';
import { currentMemberKey } from './member-key';

const EngineContext = createContext<MemberEngine | null>(null);

/** The signed-in member's engine; only screens under MemberDataProvider read server data. */
export function useMemberEngine(): MemberEngine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('Server data is read inside <MemberDataProvider> only');
  return engine;
}

/** The engine when under MemberDataProvider; null in the prerendered shell. */
export function useOptionalMemberEngine(): MemberEngine | null {
  return useContext(EngineContext);
}

/**
 * Wraps the signed-in routes. Queries wait while the member's persisted cache is restored (it
 * takes milliseconds), so the first paint shows what the member saw last time and the network
 * refresh follows; nothing is fetched twice.
 */
export function MemberDataProvider({ children }: { children: ReactNode }) {
  const [engine] = useState(() => startMemberEngine(currentMemberKey()));
  const [restoring, setRestoring] = useState(() => !engine.isRestored());

  useEffect(() => {
    let live = true;
    void engine.restored.then(() => {
      // Every read under the provider re-renders with it: in a transition, React renders that in
      // slices a tap can interrupt, not in one long task of the first visit.
      if (live) startTransition(() => setRestoring(false));
    });
    return () => {
      live = false;
    };
  }, [engine]);

  return (
    <EngineContext.Provider value={engine}>
      <QueryClientProvider client={engine.queryClient}>
        <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
      </QueryClientProvider>
    </EngineContext.Provider>
  );
}
