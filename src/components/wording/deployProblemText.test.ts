import { describe, expect, it } from 'vitest';
import { premiumReplicasDeployment, withAutoscale } from '../../../tests/fixtures/deployPlans';
import { deploymentLayout } from '../../deploy/layout';
import { en } from '../../i18n/en';
import type { Translate } from '../../i18n/I18nProvider';
import { translate } from '../../i18n/translate';
import { problemText } from './deployProblemText';

const t: Translate = (key, params) => translate('en', en[key], params);

describe('problemText', () => {
  it('names each value Azure would refuse, and where it is', () => {
    const autoscale = premiumReplicasDeployment.autoscale;
    if (!autoscale) throw new Error('the fixture autoscales');
    const result = deploymentLayout(
      withAutoscale(
        { ...premiumReplicasDeployment, sku: 'Premium_P2' },
        { ...autoscale, minimum: 300, maximum: 250 },
        [200, 50],
        true,
      ),
    );
    expect(result.ok ? [] : result.problems.map((problem) => problemText(t, problem))).toEqual([
      'Premium_P2 is not sold with 50 units (replica 1).',
      'The autoscale minimum (300 units) is above its maximum (250 units).',
      'Premium_P2 is not sold with 250 units (the autoscale maximum).',
    ]);
  });

  it('says replicas and autoscale need Premium, and names the primary region', () => {
    const autoscale = premiumReplicasDeployment.autoscale;
    if (!autoscale) throw new Error('the fixture autoscales');
    const result = deploymentLayout(
      withAutoscale(
        { ...premiumReplicasDeployment, sku: 'Standard_S1' },
        autoscale,
        [25, 20],
        true,
      ),
    );
    expect(result.ok ? [] : result.problems.map((problem) => problemText(t, problem))).toEqual([
      'Standard_S1 is not sold with 25 units (the primary region).',
      'Replicas exist on Premium only; this plan is on Standard_S1.',
      'Autoscale exists on Premium only; this plan is on Standard_S1.',
    ]);
  });
});
