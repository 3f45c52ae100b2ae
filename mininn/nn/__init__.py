"mininn.nn: modules, layers and their functional forms, mirroring torch.nn. (Filled in as the nn notebooks land.)"
