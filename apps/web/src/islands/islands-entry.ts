import { loadVitalsReporterWhenIdle } from '@/lib/vitals/load-vitals-reporter';
import { mountIslands } from './mount-islands';
import { showPageToast } from './page-toast';
import { namedVisitor, removeOtherVisitorsVariants } from './visitor-variants';

// The only script of the public reading pages (docs/decisions/012): their HTML is rendered ahead
// by the server; this gives their few interactive parts a behaviour, with no React, router or
// data cache. Module scripts run after the document is parsed, so every island is in the page.
removeOtherVisitorsVariants(document, namedVisitor());
mountIslands(document, { showToast: showPageToast });

// Figures from real visits (docs/decisions/011); the development server serves no such page.
loadVitalsReporterWhenIdle(window.location.pathname);
