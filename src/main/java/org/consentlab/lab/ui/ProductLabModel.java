package org.consentlab.lab.ui;

import org.consentlab.cart.Cart;
import org.consentlab.product.Products;
import org.consentlab.tool.ToolRegistry;
import org.consentlab.toolcall.WireLog;
import org.springframework.stereotype.Component;

/** What Lab 3's page reads and does: the products, the cart, the wire, and its tools' declarations. */
@Component
record ProductLabModel(Products products, Cart cart, WireLog wire, ToolRegistry registry) {}
