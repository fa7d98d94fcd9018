// What bench:pg-plans prints of one EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON): time, rows, how many
// day partitions of trace_chunks were read of those that exist, and each scan by kind and index
// (partition names folded into trace_chunks_*).
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

export interface PlanSummary {
  /** Execution time, ms. */
  ms: number;
  /** Planning time, ms (grows with the partitions a statement cannot prune while planning). */
  planMs: number;
  rows: number;
  /** Tables the statement reads, e.g. "flights+chunks". */
  relations: string;
  partitionsScanned: number;
  /** Partitions the planner saw (scanned, pruned at run time); 0 when it read no trace_chunks. */
  partitionsTotal: number;
  /** e.g. "Index Scan trace_chunks_*_flight_id_start_time_idx ×3, Seq Scan flights". */
  scans: string;
  /** Shared buffers hit and read. */
  buffers: number;
}

const fold = (name: string) => name.replace(/trace_chunks_(\d{8}|default)/, 'trace_chunks_*');

/** Summarises the JSON plan of one EXPLAIN; `partitions` is how many trace_chunks has. */
export function summarisePlan(plan: unknown, partitions: number): PlanSummary {
  const root = (plan as { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }[])[0];
  if (!root) throw new Error('no plan');
  const scanned = new Set<string>();
  const relations = new Set<string>();
  const scans = new Map<string, number>();
  // Set inside visit(): an object, so the compiler does not take it for a constant false.
  const touches = { chunks: false };
  const visit = (node: PlanNode) => {
    const relation = node['Relation Name'];
    // A bitmap's index is named on its Bitmap Index Scan child, which has no relation.
    if (!relation && node['Index Name'] && (node['Actual Loops'] ?? 0) > 0) {
      const key = `${node['Node Type']} ${fold(node['Index Name'])}`;
      scans.set(key, (scans.get(key) ?? 0) + 1);
    }
    if (relation) {
      const isChunk = relation.startsWith('trace_chunks');
      touches.chunks ||= isChunk;
      relations.add(isChunk ? 'chunks' : relation.replace(/^coverage_/, 'cov_'));
      if (isChunk && (node['Actual Loops'] ?? 0) > 0) scanned.add(relation);
      const index = node['Index Name'];
      const key = `${node['Node Type']} ${fold(index ?? relation)}`;
      if ((node['Actual Loops'] ?? 0) > 0) scans.set(key, (scans.get(key) ?? 0) + 1);
    }
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(root.Plan);
  return {
    ms: root['Execution Time'],
    planMs: root['Planning Time'],
    rows: root.Plan['Actual Rows'] ?? 0,
    relations: [...relations].join('+'),
    partitionsScanned: scanned.size,
    partitionsTotal: touches.chunks ? partitions : 0,
    scans: [...scans].map(([key, n]) => (n > 1 ? `${key} ×${n}` : key)).join(', '),
    buffers: (root.Plan['Shared Hit Blocks'] ?? 0) + (root.Plan['Shared Read Blocks'] ?? 0),
  };
}
