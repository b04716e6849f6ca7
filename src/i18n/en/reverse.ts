/** The guide's reverse formula: two of message size, connections and send interval give the third. */
export const reverse = {
  'reverse.heading': 'Work backwards with the guide’s formula',
  'reverse.status': 'connections = bandwidth × send interval ÷ message size',
  'reverse.intro':
    'Pick a tier and a pattern, give two of message size, connections and send interval, and see the third, as the guide does for unit 100: 20 KB every 5 s reaches 100,000 connections. This does not change your workloads.',
  'reverse.units': 'Tier',
  'reverse.unknown': 'Work out',
  'reverse.unknown.connections': 'Connections',
  'reverse.unknown.messageBytes': 'Message size',
  'reverse.unknown.sendIntervalSeconds': 'Send interval',
  'reverse.answer': 'Answer',
  'reverse.result.connections': 'Up to {value} connections',
  'reverse.result.messageBytes': 'Messages of up to {value}',
  'reverse.result.noSize': 'No message size fits',
  'reverse.result.sendIntervalSeconds': 'At most one message every {value}',
  'reverse.connections.fanOut':
    'For {pattern}, the connections are those that receive each message (the broadcast table’s outbound bandwidth bounds them).',
  'reverse.connections.oneToOne':
    'For {pattern}, the connections are those that send, one message each per interval (the pattern’s own inbound bandwidth bounds them).',
  'reverse.formula.connections': 'connections = bandwidth × send interval ÷ message size',
  'reverse.formula.messageBytes': 'message size = bandwidth × send interval ÷ connections',
  'reverse.formula.sendIntervalSeconds': 'send interval = connections × message size ÷ bandwidth',
  'reverse.filled.connections': '{bandwidth} × {interval} ÷ {size} = {result}',
  'reverse.filled.messageBytes': '{bandwidth} × {interval} ÷ {connections} = {result}',
  'reverse.filled.sendIntervalSeconds': '{connections} × {size} ÷ {bandwidth} = {result}',
  'reverse.cell.outbound':
    'Bandwidth: the {table} table at unit {units}, {rate} outbound msg/s × {tableBytes} = {bandwidth} ({guideBandwidth} as the guide prints it).',
  'reverse.cell.inbound':
    'Bandwidth: the {table} table at unit {units}, {rate} inbound msg/s × {tableBytes} = {bandwidth} ({guideBandwidth} as the guide prints it).',
  'reverse.interpolated':
    'The {table} table has no unit {units} column: its value is interpolated between the neighbouring columns.',
  'reverse.minimumLoad':
    'Messages under {minimum} load the service like {minimum}, so the formula uses {minimum}.',
  'reverse.noSize':
    'The formula gives less than {minimum}, and every message under {minimum} loads the service like {minimum}: at this rate no message size fits this tier.',
} as const;
