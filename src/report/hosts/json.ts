/** `skillscope hosts --json`: one document, schemaVersion 1 (shape in docs/commands/hosts.md). */
import { requireObject } from '../../base/api.js';
import type { HostsView } from '../../hosts/view.js';

export function hostsDocument(view: HostsView, dir: string, home: string | null): Record<string, unknown> {
  return {
    schemaVersion: view.schemaVersion,
    dir,
    home,
    windowTokens: view.windowTokens,
    placement: view.placement,
    hosts: view.hosts.map((h) => ({
      host: h.host,
      title: h.title,
      seen: h.seen,
      duplicates: h.duplicates,
      counts: h.counts,
      unit: h.listing.unit,
      budget: h.budgetPublic ? h.listing.budget : null,
      budgetPublic: h.budgetPublic,
      size: h.listing.size,
      fullSize: h.listing.fullSize,
      overBy: h.listing.overBy,
      loseFirst: h.loseFirst,
      entries: h.listing.entries,
      sources: h.sources,
    })),
    unseen: view.unseen,
  };
}

export function renderHostsJson(view: HostsView, dir: string, home: string | null): string {
  requireObject('renderHostsJson', 'view', view, 'a hosts view (viewHosts)', ['schemaVersion', 'hosts', 'placement']);
  return `${JSON.stringify(hostsDocument(view, dir, home), null, 2)}\n`;
}
