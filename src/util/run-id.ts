import { randomUUID } from 'node:crypto';

/**
 * The run's id: the caller's (`--run-id`), else the CI's run (shared by the jobs of a shard matrix, so
 * their reports join), else a new one.
 */
export function runIdFrom(given: string | undefined, env: Record<string, string | undefined>): string {
  if (given) return given;
  if (env.GITHUB_RUN_ID) return `github-${env.GITHUB_RUN_ID}-${env.GITHUB_RUN_ATTEMPT ?? '1'}`;
  if (env.CI_PIPELINE_ID) return `gitlab-${env.CI_PIPELINE_ID}`;
  if (env.BUILDKITE_BUILD_ID) return `buildkite-${env.BUILDKITE_BUILD_ID}`;
  if (env.CIRCLE_WORKFLOW_ID) return `circleci-${env.CIRCLE_WORKFLOW_ID}`;
  return randomUUID();
}
