import type { Scenario } from '../../engine';
import { teamChatFixture } from '../../../tests/fixtures/teamChat';

/** The shared panel-test scenario: needs Standard_S1 x 40 and fills its 40,000 connections exactly. */
export const teamChat: Scenario = teamChatFixture;
