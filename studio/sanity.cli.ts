/** The Sanity CLI's settings (build, deploy, dataset import), from the same variables as the Studio. */
import { defineCliConfig } from 'sanity/cli';
import { studioSettings } from './settings.ts';

const settings = studioSettings(process.env);

export default defineCliConfig({
  api: { projectId: settings.projectId, dataset: settings.dataset },
  ...(settings.studioHost ? { studioHost: settings.studioHost } : {}),
  deployment: { autoUpdates: false },
});
