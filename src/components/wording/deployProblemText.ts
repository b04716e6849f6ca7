/** What Azure would refuse in a plan, said in the reader's language. */
import type { LayoutProblem } from '../../deploy/layout';
import type { Translate } from '../../i18n/I18nProvider';

export function problemText(t: Translate, problem: LayoutProblem): string {
  switch (problem.kind) {
    case 'capacity': {
      const { sku, units, where } = problem;
      if ('autoscale' in where) {
        return t(
          where.autoscale === 'minimum'
            ? 'deploy.problem.capacity.autoscaleMinimum'
            : 'deploy.problem.capacity.autoscaleMaximum',
          { sku, units },
        );
      }
      return where.region === 0
        ? t('deploy.problem.capacity.primary', { sku, units })
        : t('deploy.problem.capacity.replica', { sku, units, replica: where.region });
    }
    case 'premiumOnly':
      return t(
        problem.feature === 'replicas' ? 'deploy.problem.replicas' : 'deploy.problem.autoscale',
        { sku: problem.sku },
      );
    case 'autoscaleRange':
      return t('deploy.problem.autoscaleRange', {
        minimum: problem.minimum,
        maximum: problem.maximum,
      });
    case 'templateResources':
      return t('deploy.problem.templateResources', {
        instances: problem.instances,
        most: problem.most,
      });
  }
}
