/**
 * An island that fails to render, in its boundary like every island: only in a build made with
 * SENTRY_TEST_TRIGGERS=1 and SENTRY_SPOTLIGHT (integrations/monitoring.ts injects its page), for the
 * vendor suite that watches the error reach Spotlight (tests/vendors/spotlight.spec.ts).
 */
import { withIslandBoundary } from '../../ui/IslandBoundary.tsx';

function FailingIsland(): never {
  throw new Error('The monitoring test island failed to render on purpose');
}

export default withIslandBoundary(FailingIsland, 'monitoring test');
